/**
 * Runs a TransactWriteItems (an ElectroDB `transaction.write(...).go()`), retrying it a few times when
 * DynamoDB cancelled it only because another transaction touched the same items at the same moment
 * (TransactionConflict) or because of throttling, never when a condition failed. `failed(i)` says whether
 * the i-th action's condition failed.
 */
export interface WriteOutcome {
  canceled: boolean;
  failed: (index: number) => boolean;
}

const RETRYABLE = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);
const ATTEMPTS = 4;

export async function writeTransaction(go: () => Promise<{ canceled: boolean; data: unknown }>): Promise<WriteOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await go();
    const codes = (result.data as ({ code?: string } | undefined)[]).map((entry) => entry?.code ?? 'None');
    const retryable =
      result.canceled && !codes.includes('ConditionalCheckFailed') && codes.some((code) => RETRYABLE.has(code));
    if (retryable && attempt < ATTEMPTS) {
      await new Promise((resolve) => setTimeout(resolve, Math.round(Math.random() * 25 * attempt)));
      continue;
    }
    return { canceled: result.canceled, failed: (index) => codes[index] === 'ConditionalCheckFailed' };
  }
}

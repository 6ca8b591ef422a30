import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../client';

export type ScanKey = Record<string, unknown>;

/**
 * Data migrations only (ADR 0028 §5): one page of a Scan of the whole table for the sections of courses
 * (`courseSection` items with a course), from `start`, with the key the next page starts after (none: the
 * table's end). `pageSize` bounds the items a page evaluates (tests make it small to stop halfway). A one-off
 * pass over every organisation; no request path scans.
 */
export async function scanCourseSections(
  start: ScanKey | undefined,
  pageSize?: number,
): Promise<{ sections: { organizationId: string; groupId: string }[]; next: ScanKey | undefined }> {
  const page = await documentClient().send(
    new ScanCommand({
      TableName: tableName(),
      FilterExpression: '#et = :section',
      ExpressionAttributeNames: { '#et': '_et' },
      ExpressionAttributeValues: { ':section': 'courseSection' },
      ProjectionExpression: 'organizationId, groupId, courseId',
      ...(pageSize ? { Limit: pageSize } : {}),
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  const sections = (page.Items ?? []).flatMap((item) =>
    item.courseId ? [{ organizationId: String(item.organizationId), groupId: String(item.groupId) }] : [],
  );
  return { sections, next: page.LastEvaluatedKey };
}

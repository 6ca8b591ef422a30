import { message } from '../messages/index';

describe('hierarchy, course, integration and website-admin sentences quoted exactly (spec 2 §2, §5, §8; spec 3 §5)', () => {
  it.each([
    ['hierarchy.tree.no_permission', 'No Permission'],
    ['hierarchy.tree.empty', 'No Hierarchy'],
    ['hierarchy.node.update_failed', "Can't save your update now, please try that later."],
    [
      'hierarchy.statement_set.delete_failed',
      'An unknown error occurred. Please try again or contact technical support',
    ],
    ['hierarchy.save_text_error', 'Opps! Something went wrong, please edit your contents and try to save it again!'],
    ['hierarchy.member_search.no_result', 'No result'],
    ['identity.username.forbidden_characters', "'$,@' is not allowed in username"],
    ['website_admin.core_export.idle', 'Click Export button to start the process'],
    ['website_admin.edtpa.all_terms', 'All Terms'],
  ] as const)('%s reads %j', (key, sentence) => {
    expect(message(key)).toBe(sentence);
  });
});

import { message } from '../messages/index';
import { parseRedirectUris, validateVideoFeedbackIntegration } from './video-feedback-integration';

/** spec 3 §5: "tool_name, tool_url, redirect_uris, login_url, target_link_uri and key_set_url are each required". */
const REQUIRED = ['tool_name', 'tool_url', 'redirect_uris', 'login_url', 'target_link_uri', 'key_set_url'] as const;

const complete = {
  tool_name: 'GoReact',
  tool_url: 'https://goreact.example',
  redirect_uris: 'https://goreact.example/a\nhttps://goreact.example/b',
  login_url: 'https://goreact.example/login',
  target_link_uri: 'https://goreact.example/launch',
  key_set_url: 'https://goreact.example/jwks',
};

describe('video-feedback integration (spec 3 §3, §5)', () => {
  it('accepts a complete integration', () => {
    expect(validateVideoFeedbackIntegration(complete)).toEqual({});
  });

  it.each(REQUIRED)('requires %s ("Can\'t be blank.")', (field) => {
    const errors = validateVideoFeedbackIntegration({ ...complete, [field]: ' \n ' });
    expect(errors).toEqual({ [field]: 'integrations.video_feedback.blank' });
    expect(message('integrations.video_feedback.blank')).toBe("Can't be blank.");
  });

  it('reports all six fields of an empty form, and nothing about client_id, which is not required', () => {
    expect(Object.keys(validateVideoFeedbackIntegration({})).sort()).toEqual([...REQUIRED].sort());
    expect(validateVideoFeedbackIntegration({ ...complete, client_id: ' ' })).toEqual({});
  });

  it.each([
    ['https://a\nhttps://b\n', ['https://a', 'https://b']],
    [' https://a \r\n\r\nhttps://b', ['https://a', 'https://b']],
    ['', []],
    [null, []],
  ])('reads redirect URIs %j as %j', (text, uris) => {
    expect(parseRedirectUris(text)).toEqual(uris);
  });
});

import { message } from '../messages/index';

describe('attachment and account sentences quoted exactly (spec 1 §5, §8; spec 2 §5, §8; spec 3 §5)', () => {
  it.each([
    ['attachments.avatar.invalid_type', 'Invalid file type. Permitted file types: jpg, jpeg, png, bmp'],
    ['attachments.avatar.size_exceeded', 'File size exceeds maximum size limit:5MB'],
    ['attachments.cover.invalid_type', 'Invalid file type. Permitted  file types: jpg, jpeg, png, bmp'],
    ['attachments.cover.size_exceeded', 'File size exceeds maximum size limit:30MB'],
    ['attachments.upload.storage_failed', 'upload file to S3 error, please try it again'],
    ['attachments.upload.presign_failed', 'Generate pre-sign url error, please try it again'],
    ['attachments.image.preview_failed', "This image couldn't be loaded for preview. Please check the URL."],
    ['attachments.no_preview', 'no preview available'],
    ['account.avatar.crop_failed', 'Something wrong when crop avatar'],
    ['account.language.update_failed', 'Something went wrong.'],
  ] as const)('%s reads %j', (key, sentence) => {
    expect(message(key)).toBe(sentence);
  });
});

/** The region and dummy credentials every local client uses; s3rver only accepts this access key id. */
export const LOCAL_REGION = 'ap-southeast-2';
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

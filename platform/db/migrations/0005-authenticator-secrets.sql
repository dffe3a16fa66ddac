-- authenticator secrets
ALTER TABLE members ADD COLUMN totp_secret TEXT;

import { createPrivateKey, createPublicKey } from 'node:crypto';

/**
 * The development simulator's own RSA key pair: the key it signs its wallet calls with as Hub88
 * would, and whose public half a merchant stores as "Hub88's public key" to play against it. It is
 * public on purpose, protects nothing and is never accepted in production (the simulator is not
 * served there, and real connections hold Hub88's real public key).
 */
const SIMULATOR_PRIVATE_PEM = `
-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC/HR86sn5YVADZ
JWTIpVYDUDc7LbPOQDJAuZVYklzcBvEK9U/J4UA55xouuS4R6k+jqypP5HWxZb9a
8mj7VX/6rGn/z9OuzAyudcFGhs/jjClmglc4iLiUpn3MGrSu5LN1aktmmXCic5F7
/Chgff6jctFzFjzngh6ftvXoXnfo9qdhQu9Jppun9obRaVfux8mDXp4r8Iynkb2I
jdw9uPWNWIWdaf7UHvB68OR4IKateMgD7+ESqS9IIZV8DnoHjyt5tiumuXp7mIyo
baCfi6Ck+58i2Klq/pQGPXLcbEVMd1EeRMwBTIqF734J1t4o105ef1wfl9lacETb
OKWr/HmBAgMBAAECggEABgnG4vFBB+wmhzXU3niH1Ey4ZAKkhdGWLOCYMP9V1v9S
phKcWd/nqjSsqXmBFMCTEdQefv30QH27GyXhzoAT7jD8m+Aee203wNrYV5C6mIFF
DRe05wS91TeB7b0RxJ1V9LGeLoCOVBmj6PeNdIgCj7o41yKmm7drHYd3s0bp0bbM
VmgJebE+fZYdoBA1bBrk2DJS5GQoviSRTY+0xMwL4VZ6qF+jVAFDQHPOafN4PrhL
YVRiPYd9ZnEJ2PZac72MerHnEdMJiiKqkvNMpSNyL4MVpHLm0s7Q/9ZLTM02P+z5
Ox29qGXtXEThQo5JnUjFLyRTSCYw6GmIakdT2cHGYQKBgQDfv9mIcsqS5veVleJr
38QlGvBZccIScvacegW9QZfeHRYdlG2HPzy4cAkOsRSq5pruziag/fskXZiqCGax
t7tsGgrqGAyAEcpcgkWVMN/82SueVqBDGm4xMBgPKguxqQ42SifmE2dwmSAZRs83
/aLZcEr83yWXdKOyCATZbnsncQKBgQDaqQvTRN3lob/oudr21n1huh3dR9wmvvne
2aVloD7dj6YiI2Belv1bFO2hqjFP7supcOmWY2Adj/7wbY6aQw/Sce9gcBQXJwCH
FJHVMgwsasXMtnSLgK/QICazmVcBEYaKkTr0KTKqSj9y7QdZkYq59cqcyzaslMea
Z8vKQG0LEQKBgQDc+GhKNCvRZp6usSa6qHPavT8O5qTmeXkJ0gxm+yeTqSAVOGfv
AMnj0Glxg/rISRRLsXY+2nWzVWgWzFM3Qh+rxBBxXizCMk+qitFTZMBgws0sA5sk
ii63DytDlp+T5kRt41CCDTnD3sXvkJnHTwsMOLUmBO7oI74ibX70iQLBUQKBgDyM
uz2RwHCqTd5AOSZJVwcM5uAz2f7Qu5i+ZFK0ATSRZsvlR/ZpkVb7gKJX4rfjxHnz
TnvaoO8OxOYHMIn/MA5yhnsKDkYrArZlN8z1wvE5z/RUQgmvZQAZJx5sw+8Dz2Hn
vY+HKQSG8vL8OCDRcLz2F1k73LQFrxBO1dv34zpBAoGARkptvbiQoxl7iAL+TUgt
arm/LQKHr6XMcp6eE/6irnTVtkAkj1S2moT9N1qAu6T81fV8O7Z5sYV36/UEtYKl
dqjTK17PJuScrOA4o3dZECQqILTj6FvF9edSEnmfeh9t0gQnBfBw08NqFZkJvLJG
boZyrvcuME8Mcq/wpKrXzZk=
-----END PRIVATE KEY-----
`;

export const HUB88_SIM_PRIVATE_KEY = createPrivateKey(SIMULATOR_PRIVATE_PEM.trim());
export const HUB88_SIM_PUBLIC_PEM = createPublicKey(HUB88_SIM_PRIVATE_KEY)
  .export({ type: 'spki', format: 'pem' })
  .toString();

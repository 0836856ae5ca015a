// The KYC feature's public surface: the security modal gate and what registration reuses.
export { type IdImages, securityConfigQueryOptions, uploadIdImages } from './api/kyc-api';
export { ChoiceOptions, type PersonalChoice } from './components/choice-options';
export { IdTypeSelect } from './components/id-type-select';
export { KycGate } from './components/kyc-gate';
export { KycPersonalPanel } from './components/kyc-personal-panel';
export { RealNameNotice } from './components/real-name-notice';
export { ageOn, maxBirthday, parseBirthday } from './lib/birthday';
export { ID_TYPES, INCOME_SOURCES, nationalityOptions, OCCUPATIONS } from './lib/options';
export { useImageWarning } from './lib/use-image-warning';
export { kycFlags, shouldShowKyc } from './model/kyc-rule';

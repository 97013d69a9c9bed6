// Restock sign-ups and the notices that tell them a variant is back.
export { RestockBook, restockBook, type RestockSignUp, type SignUpGroup } from './restock-book';
export { noticeSource, sendRestockNotices, variantName, variantOptions, type NoticeSource, type NoticesSent } from './notices';
export { signUpForRestock } from './sign-up';
export { variantInStock, variantSoldOut } from './in-stock';
export { notifyWaiting, type VariantNotices } from './notify';
export { decodeCursor, encodeCursor, GroupPosition, SignUpPosition } from './cursor';

/** The member centre's wallet page, where the home panel and the header lead. */
export const MY_WALLET_PATH = '/user/MyWallet';

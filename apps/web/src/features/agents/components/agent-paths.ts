/** Where an active agent lands at /proxy (SPEC section 2), and where anyone else does. */
export const AGENT_CENTRE_HOME = '/proxy/ProxyCenter/DownlineInfo';
export const AGENT_REGISTER_PATH = '/proxy/Register';
export const AGENT_TRANSFER_PATH = '/proxy/ProxyCenter/Transfer';

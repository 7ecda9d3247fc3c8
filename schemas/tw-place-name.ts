/** Official names use 臺 (臺北市); people type 台. Data-free, so any bundle may import it. */
export const normaliseTaiwanName = (name: string) => name.trim().replace(/台/g, '臺');

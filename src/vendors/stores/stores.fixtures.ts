/** Test data of store applications, shared by the stores tests. */

/** A valid application, typed as people type: codes in lower case, a city the pincode will correct. */
export const APPLICATION = {
  storeName: "Sharma Electronics",
  storeAddress: "14, SP Road, Chickpet",
  googleMapsLink: "",
  city: "Bangalore",
  pincode: "560001",
  firstName: "Ravi",
  lastName: "Sharma",
  phone: "9876543210",
  email: "Ravi@Sharma-Electronics.in",
  username: "SharmaElectronics",
  password: "secret1",
  panCardNumber: "aapfu0939f",
  gstNumber: "29aapfu0939f1zr",
  bankName: "HDFC",
  branch: "SP Road",
  ifscCode: "hdfc0000001",
  accountNumber: "50100123456789",
};

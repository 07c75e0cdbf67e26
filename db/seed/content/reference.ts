/** Reference lists the admin manages: units, attributes, cities and job openings. */

export const UNITS = ["Piece", "Pack", "Pair", "Set", "Box", "kg", "g", "litre", "ml", "Service"];

export const ATTRIBUTES = [
  "Colour",
  "RAM",
  "Storage",
  "Screen Size",
  "Display",
  "Battery",
  "Processor",
  "Camera",
  "Connectivity",
  "Capacity",
  "Resolution",
  "Pack Size",
  "Energy Rating",
  "Warranty",
  "Weight",
  "Condition",
  "Turnaround Time",
];

/** Cities SwiftCart delivers to (vendor stores are in some of them). */
export const CITIES = [
  "Mumbai",
  "New Delhi",
  "Bengaluru",
  "Hyderabad",
  "Chennai",
  "Kolkata",
  "Pune",
  "Ahmedabad",
  "Jaipur",
  "Surat",
  "Lucknow",
  "Kanpur",
  "Nagpur",
  "Indore",
  "Bhopal",
  "Patna",
  "Vadodara",
  "Ludhiana",
  "Agra",
  "Nashik",
  "Kochi",
  "Coimbatore",
  "Madurai",
  "Visakhapatnam",
  "Vijayawada",
  "Chandigarh",
  "Guwahati",
  "Bhubaneswar",
  "Thiruvananthapuram",
  "Mysuru",
  "Mangaluru",
  "Dehradun",
  "Ranchi",
  "Raipur",
  "Varanasi",
  "Amritsar",
  "Noida",
  "Gurugram",
];

export const JOBS = [
  {
    title: "Senior Backend Engineer (Bengaluru)",
    description:
      "Design and run the services behind search, checkout and vendor payouts for millions of shoppers across India. " +
      "You will own APIs end to end in TypeScript and PostgreSQL, from schema design to on-call. " +
      "5+ years of backend experience and a habit of measuring before optimising are what we look for.",
  },
  {
    title: "Category Manager – Electronics (Gurugram)",
    description:
      "Own the mobiles, laptops and audio categories: brand partnerships, pricing, assortment and festive sale planning. " +
      "You will work closely with our vendor stores to bring the right products to the right cities at the right price. " +
      "3-6 years in consumer electronics retail or e-commerce category management required.",
  },
  {
    title: "Customer Support Associate – Hindi/English (Jaipur)",
    description: "Help customers with orders, returns and repair bookings over chat, email and phone. " +
      "Fluency in Hindi and English is essential; Rajasthani or Marathi is a plus. " +
      "Rotational shifts with two weekly offs, and full training is provided.",
  },
  {
    title: "Vendor Onboarding Executive (Hyderabad)",
    description:
      "Bring local electronics, refurbishment and grocery stores onto SwiftCart and help them list their first products. " +
      "You will verify GST, PAN and bank details and coach sellers through their first month. " +
      "Field role with travel across Telangana and Andhra Pradesh; a two-wheeler licence is required.",
  },
  {
    title: "Refurbishment Quality Analyst (New Delhi)",
    description:
      "Audit pre-loved phones and laptops against our 40-point inspection checklist before they are listed. " +
      "You will grade cosmetic condition, verify battery health and flag anything that should not reach a customer. " +
      "Hands-on experience repairing smartphones or laptops is essential.",
  },
  {
    title: "Product Designer (Remote, India)",
    description:
      "Shape how millions of first-time online shoppers discover, compare and buy products on SwiftCart. " +
      "You will design flows that work beautifully on a ₹10,000 Android phone over a patchy 4G connection. " +
      "A portfolio showing shipped mobile-first work and a love of usability testing are a must.",
  },
];

/** Everyday grocery from FreshKart Grocers, Mumbai. Labels are "Brand|Product|Size" for the pack art. */
import type { ProductSeed } from "./product-seed.ts";

const grocery = (p: Omit<ProductSeed, "category" | "vendor">): ProductSeed => ({
  ...p,
  category: "Grocery",
  vendor: "freshkart",
});

export const GROCERY: ProductSeed[] = [
  grocery({
    name: "Aashirvaad Shudh Chakki Atta 5 kg",
    subcategory: "Staples",
    kind: "bag",
    label: "Aashirvaad|Shudh Chakki Atta|5 kg",
    price: 310,
    discount: 8,
    stock: 240,
    limit: 6,
    unit: "Pack",
    colour: "Gold",
    attributes: ["Weight: 5 kg", "Pack Size: 1 bag"],
    tags: ["atta", "wheat-flour", "staples", "bestseller"],
    description:
      "Made from the choicest whole wheat and ground the traditional chakki way for soft, fluffy rotis. " +
      "Retains the natural fibre of the grain with 0 % maida. " +
      "India's most trusted atta brand.",
  }),
  grocery({
    name: "Tata Salt Vacuum Evaporated Iodised Salt 1 kg",
    subcategory: "Staples",
    kind: "bag",
    label: "Tata Salt|Desh Ka Namak|1 kg",
    price: 35,
    discount: 0,
    stock: 300,
    limit: 10,
    unit: "Pack",
    colour: "Blue",
    attributes: ["Weight: 1 kg"],
    tags: ["salt", "iodised", "staples"],
    description: "Vacuum-evaporated iodised salt with the right amount of iodine for mental development. " +
      "Free-flowing and hygienically packed. " +
      "Desh ka namak, in Indian kitchens for generations.",
  }),
  grocery({
    name: "India Gate Basmati Rice Classic 1 kg",
    subcategory: "Staples",
    kind: "bag",
    label: "India Gate|Basmati Rice Classic|1 kg",
    price: 245,
    discount: 12,
    stock: 160,
    limit: 8,
    unit: "Pack",
    colour: "Maroon",
    attributes: ["Weight: 1 kg", "Pack Size: 1 pouch"],
    tags: ["rice", "basmati", "biryani"],
    description: "Extra-long basmati grains aged for at least a year, so they cook up fluffy and separate. " +
      "The rich aroma makes it perfect for biryani, pulao and festive meals. " +
      "Sortex-cleaned and packed in a resealable bag.",
  }),
  grocery({
    name: "Fortune Sunlite Refined Sunflower Oil 1 L",
    subcategory: "Staples",
    kind: "bottle",
    label: "Fortune|Sunlite Sunflower Oil|1 L",
    price: 175,
    discount: 10,
    stock: 200,
    limit: 6,
    unit: "litre",
    colour: "Yellow",
    attributes: ["Capacity: 1 L"],
    tags: ["cooking-oil", "sunflower", "staples"],
    description: "Light, healthy sunflower oil rich in vitamins A and D, ideal for everyday cooking. " +
      "It does not alter the taste of food, so your dal tadka tastes just as it should. " +
      "Comes in an easy-pour PET bottle.",
  }),
  grocery({
    name: "Tata Sampann Unpolished Toor Dal 1 kg",
    subcategory: "Staples",
    kind: "pouch",
    label: "Tata Sampann|Unpolished Toor Dal|1 kg",
    price: 205,
    discount: 10,
    stock: 110,
    limit: 6,
    unit: "kg",
    colour: "Orange",
    attributes: ["Weight: 1 kg"],
    tags: ["dal", "pulses", "protein"],
    description: "Unpolished toor dal that keeps its natural goodness and protein. " +
      "Cooks quickly and gives a thick, creamy sambar or dal fry. " +
      "No artificial polishing with water, oil or leather.",
  }),
  grocery({
    name: "Amul Pure Ghee 1 L Jar",
    subcategory: "Staples",
    kind: "jar",
    label: "Amul|Pure Ghee|1 L",
    price: 650,
    discount: 5,
    stock: 11,
    limit: 4,
    unit: "litre",
    colour: "Gold",
    attributes: ["Capacity: 1 L"],
    tags: ["ghee", "amul", "dairy"],
    description: "Pure cow and buffalo milk ghee with a rich aroma and granular texture. " +
      "Perfect for tadka, halwa and a spoonful on hot rotis. " +
      "Only a few jars left at this price.",
  }),
  grocery({
    name: "Lay's India's Magic Masala Potato Chips (Pack of 4 × 52 g)",
    subcategory: "Snacks & Biscuits",
    kind: "pouch",
    label: "Lay's|India's Magic Masala|4 × 52 g",
    price: 80,
    discount: 5,
    stock: 220,
    limit: 10,
    unit: "Pack",
    colour: "Blue",
    attributes: ["Weight: 208 g (4 × 52 g)"],
    tags: ["chips", "snacks", "masala"],
    description: "Crispy potato chips tossed in India's favourite tangy, spicy masala. " +
      "A value pack of four for movie nights and tiffin boxes. " +
      "100 % vegetarian.",
  }),
  grocery({
    name: "Haldiram's Aloo Bhujia 1 kg",
    subcategory: "Snacks & Biscuits",
    kind: "pouch",
    label: "Haldiram's|Aloo Bhujia|1 kg",
    price: 270,
    discount: 10,
    stock: 95,
    limit: 5,
    unit: "Pack",
    colour: "Yellow",
    attributes: ["Weight: 1 kg"],
    tags: ["namkeen", "haldirams", "snacks"],
    description:
      "Crunchy potato and gram flour sev spiced with mint and a hint of pepper, made to Haldiram's classic Bikaner recipe. " +
      "Great with evening chai or sprinkled over poha and chaat. " +
      "The big 1 kg pack is ideal for guests.",
  }),
  grocery({
    name: "Britannia Good Day Cashew Cookies 600 g",
    subcategory: "Snacks & Biscuits",
    kind: "carton",
    label: "Britannia|Good Day Cashew Cookies|600 g",
    price: 120,
    discount: 8,
    stock: 3,
    limit: 3,
    unit: "Pack",
    colour: "Mustard",
    attributes: ["Weight: 600 g"],
    tags: ["biscuits", "cookies", "britannia"],
    description: "Buttery cookies loaded with real cashew pieces that make every day a good day. " +
      "The family pack stays fresh in individually sealed packets. " +
      "Just 3 packs left in stock.",
  }),
  grocery({
    name: "Tata Tea Gold 1 kg",
    subcategory: "Beverages",
    kind: "carton",
    label: "Tata Tea|Gold|1 kg",
    price: 590,
    discount: 12,
    stock: 130,
    limit: 4,
    unit: "Pack",
    colour: "Maroon",
    attributes: ["Weight: 1 kg"],
    tags: ["tea", "chai", "tata"],
    description:
      "A unique blend of Assam CTC tea with 15 % long leaves for a rich taste and a great aroma. " +
      "Makes a strong, flavourful cup of kadak chai. " +
      "Packed in a foil-lined carton to lock in freshness.",
  }),
  grocery({
    name: "Nescafé Classic Instant Coffee 200 g Jar",
    subcategory: "Beverages",
    kind: "jar",
    label: "Nescafé|Classic Instant Coffee|200 g",
    price: 630,
    discount: 10,
    stock: 85,
    limit: 4,
    unit: "g",
    colour: "Chocolate Brown",
    attributes: ["Weight: 200 g"],
    tags: ["coffee", "nescafe", "instant"],
    description: "100 % pure coffee made from carefully roasted beans for a rich, aromatic cup in seconds. " +
      "Perfect for a quick morning coffee or a frothy cold coffee in summer. " +
      "The glass jar keeps it fresh after opening.",
  }),
  grocery({
    name: "Real Fruit Power Mixed Fruit Juice 1 L",
    subcategory: "Beverages",
    kind: "carton",
    label: "Real|Mixed Fruit Juice|1 L",
    price: 130,
    discount: 15,
    stock: 140,
    limit: 6,
    unit: "litre",
    colour: "Orange",
    attributes: ["Capacity: 1 L"],
    tags: ["juice", "dabur", "beverages"],
    description: "A delicious blend of nine fruits including apple, mango, guava and pineapple. " +
      "No added preservatives and packed in a Tetra Pak carton. " +
      "Serve chilled at breakfast or with tiffin.",
  }),
  grocery({
    name: "Colgate Strong Teeth Toothpaste 500 g (2 × 250 g)",
    subcategory: "Personal Care",
    kind: "tube",
    label: "Colgate|Strong Teeth|2 × 250 g",
    price: 260,
    discount: 15,
    stock: 175,
    limit: 6,
    unit: "Pack",
    colour: "Red",
    attributes: ["Weight: 500 g (2 × 250 g)"],
    tags: ["toothpaste", "colgate", "oral-care"],
    description: "Colgate Strong Teeth with Calcium Boost and Arginine strengthens teeth from within. " +
      "Trusted by Indian families for over 80 years. " +
      "Value pack of two large tubes.",
  }),
  grocery({
    name: "Dove Daily Shine Shampoo 650 ml",
    subcategory: "Personal Care",
    kind: "bottle",
    label: "Dove|Daily Shine Shampoo|650 ml",
    price: 649,
    discount: 30,
    stock: 90,
    limit: 4,
    unit: "ml",
    colour: "Lavender",
    attributes: ["Capacity: 650 ml"],
    tags: ["shampoo", "dove", "hair-care"],
    description: "A gentle daily shampoo with Nutri-Shine Complex that leaves hair soft, smooth and shiny. " +
      "Mild enough for everyday use, even on colour-treated hair. " +
      "The large pump bottle lasts the whole family a month.",
  }),
  grocery({
    name: "Dettol Original Liquid Handwash Refill 1.5 L",
    subcategory: "Personal Care",
    kind: "pouch",
    label: "Dettol|Original Handwash|1.5 L",
    price: 299,
    discount: 20,
    stock: 130,
    limit: 5,
    unit: "Pack",
    colour: "Green",
    attributes: ["Capacity: 1.5 L refill pouch"],
    tags: ["handwash", "dettol", "hygiene"],
    description:
      "Dettol's trusted protection against 100 illness-causing germs in an economical refill pack. " +
      "Refills a 200 ml pump bottle more than seven times. " +
      "pH-balanced formula that is gentle on hands.",
  }),
];

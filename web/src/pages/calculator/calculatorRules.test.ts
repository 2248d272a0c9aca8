import { describe, expect, it } from "vitest";
import {
  checkInputs,
  DEFAULT_PARCEL,
  otherWeights,
  parseNumber,
  numberInput,
  fieldOfMessage,
  recalcTiming,
  refusalText,
  resetForCountry,
  volumetricKg,
  weightRefusalOf,
  type CalculatorInputs,
} from "./calculatorRules";

const inputs: CalculatorInputs = {
  country: "DZ",
  countryUnknown: false,
  warehouse: "w1",
  weight: "5",
  length: "25",
  width: "20",
  height: "10",
  declaredValue: "",
};

describe("calculator rules", () => {
  it("shows 10, 15 and 20 kg for a parcel of 5 kg or less", () => {
    expect(otherWeights(0.5)).toEqual([10, 15, 20]);
    expect(otherWeights(5)).toEqual([10, 15, 20]);
  });

  it("shows the three 5 kg steps above the weight otherwise, however heavy: carriers' bands say where they stop", () => {
    expect(otherWeights(7)).toEqual([10, 15, 20]);
    expect(otherWeights(12)).toEqual([15, 20, 25]);
    expect(otherWeights(15)).toEqual([20, 25, 30]);
    expect(otherWeights(22)).toEqual([25, 30, 35]);
    expect(otherWeights(30)).toEqual([35, 40, 45]);
    expect(otherWeights(42)).toEqual([45, 50, 55]);
  });

  it("recalculates at once on a country or warehouse change, later on a weight change", () => {
    expect(recalcTiming("country")).toBe("now");
    expect(recalcTiming("warehouse")).toBe("now");
    expect(recalcTiming("weight")).toBe("later");
    expect(recalcTiming("dimensions")).toBe("manual");
  });

  it("resets weight and dimensions to 5 kg and 25 x 20 x 10 on a country change", () => {
    const changed = resetForCountry({ ...inputs, weight: "17", length: "60", countryUnknown: true }, "FR");
    expect(changed).toEqual({ ...inputs, ...DEFAULT_PARCEL, country: "FR" });
    expect(DEFAULT_PARCEL).toEqual({ weight: "5", length: "25", width: "20", height: "10" });
  });

  it("reads numbers with a decimal comma or Arabic-Indic digits, and nothing else", () => {
    expect(parseNumber("2,5")).toBe(2.5);
    expect(parseNumber(" ١٢ ")).toBe(12);
    expect(parseNumber("-3")).toBeNull();
    expect(parseNumber("3kg")).toBeNull();
    expect(parseNumber("")).toBeNull();
  });

  it("builds the query for valid inputs", () => {
    expect(checkInputs(inputs)).toEqual({
      ok: true,
      query: { country: "DZ", warehouse: "w1", weight: 5, length: 25, width: 20, height: 10 },
    });
  });

  it("names each problem: country, warehouse, weight range, dimensions", () => {
    expect(checkInputs({ ...inputs, country: "" })).toEqual({ ok: false, problem: "countryRequired" });
    expect(checkInputs({ ...inputs, country: "", countryUnknown: true })).toEqual({
      ok: false,
      problem: "invalidCountry",
    });
    expect(checkInputs({ ...inputs, country: "QQ" })).toEqual({ ok: false, problem: "invalidCountry" });
    expect(checkInputs({ ...inputs, warehouse: "" })).toEqual({ ok: false, problem: "warehouseRequired" });
    expect(checkInputs({ ...inputs, warehouse: "" }, false).ok).toBe(true);
    expect(checkInputs({ ...inputs, weight: " " })).toEqual({ ok: false, problem: "weightRequired" });
    for (const weight of ["0", "1000.5", "-1", "abc"]) {
      expect(checkInputs({ ...inputs, weight })).toEqual({ ok: false, problem: "outOfRange" });
    }
    // Above 30 kg the carriers' bands answer, not the form.
    for (const weight of ["30", "42", "1000"]) expect(checkInputs({ ...inputs, weight }).ok).toBe(true);
    expect(checkInputs({ ...inputs, height: "0" })).toEqual({ ok: false, problem: "invalidDimensions" });
  });

  it("adds a declared value to the query when one is typed, and quotes without it otherwise", () => {
    const query = (declaredValue: string) => {
      const checked = checkInputs({ ...inputs, declaredValue });
      return checked.ok ? checked.query.declaredValue : "refused";
    };
    expect(query("149,90")).toBe(149.9);
    expect(query("")).toBeUndefined();
    expect(query(".")).toBeUndefined();
  });

  it("computes the volumetric weight with the 5000 divisor", () => {
    expect(volumetricKg(40, 30, 20)).toBe(4.8);
    expect(volumetricKg(25, 20, 10)).toBe(1);
  });
});

describe("calculator inputs", () => {
  it("keeps only digits and one decimal separator in a number box", () => {
    expect(numberInput("12abc")).toBe("12");
    expect(numberInput("kg")).toBe("");
    expect(numberInput("2.5.5")).toBe("2.55");
    expect(numberInput("-3")).toBe("3");
    expect(numberInput("١٢٫٥")).toBe("١٢.٥");
    expect(numberInput("1234567890")).toBe("123456");
  });

  it("names the field a refusal is about", () => {
    expect(fieldOfMessage("outOfRange")).toBe("weight");
    expect(fieldOfMessage("noCarrierAtWeight")).toBe("weight");
    expect(fieldOfMessage("weightRequired")).toBe("weight");
    expect(fieldOfMessage("invalidDimensions")).toBe("dimensions");
    expect(fieldOfMessage("invalidCountry")).toBe("country");
    expect(fieldOfMessage("network")).toBeNull();
  });
});

describe("calculator refusals", () => {
  it("reads the weight no carrier takes from the API's answer", () => {
    expect(weightRefusalOf("noCarrierAtWeight?weight=42&country=DZ&max=30")).toEqual({
      weight: 42,
      country: "DZ",
      max: 30,
    });
    expect(weightRefusalOf("noCarrierAtWeight?weight=2.5&country=DE")).toEqual({
      weight: 2.5,
      country: "DE",
      max: null,
    });
    expect(weightRefusalOf("noOptions")).toBeNull();
    expect(weightRefusalOf("noCarrierAtWeight")).toBeNull();
    expect(weightRefusalOf(undefined)).toBeNull();
  });

  it("says which weight no carrier takes to which country, in the page's language", () => {
    const refusal = { weight: 42, country: "DZ", max: 30 };
    expect(refusalText("noCarrierAtWeight", refusal, "en")).toEqual({
      key: "noCarrierAtWeightMax",
      values: { weight: "42\u00a0kg", country: "Algeria", max: "30\u00a0kg" },
    });
    expect(refusalText("noCarrierAtWeight", refusal, "ar")).toEqual({
      key: "noCarrierAtWeightMax",
      values: { weight: "42\u00a0كغ", country: "الجزائر", max: "30\u00a0كغ" },
    });
    expect(refusalText("noCarrierAtWeight", { ...refusal, max: null }, "fr")).toEqual({
      key: "noCarrierAtWeight",
      values: { weight: "42\u00a0kg", country: "Algérie" },
    });
    expect(refusalText("outOfRange", undefined, "en")).toEqual({ key: "outOfRange", values: { max: "1,000\u00a0kg" } });
    expect(refusalText("noOptions", undefined, "en")).toEqual({ key: "noOptions", values: {} });
  });
});

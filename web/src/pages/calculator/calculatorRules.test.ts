import { describe, expect, it } from "vitest";
import {
  checkInputs,
  DEFAULT_PARCEL,
  otherWeights,
  parseNumber,
  numberInput,
  fieldOfMessage,
  recalcTiming,
  resetForCountry,
  volumetricKg,
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

  it("shows 20, 25 and 30 kg from 25 kg", () => {
    expect(otherWeights(25)).toEqual([20, 25, 30]);
    expect(otherWeights(30)).toEqual([20, 25, 30]);
  });

  it("shows the three 5 kg steps above the weight in between, within 30 kg", () => {
    expect(otherWeights(7)).toEqual([10, 15, 20]);
    expect(otherWeights(12)).toEqual([15, 20, 25]);
    expect(otherWeights(15)).toEqual([20, 25, 30]);
    expect(otherWeights(22)).toEqual([20, 25, 30]);
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
    for (const weight of ["0", "30.5", "-1", "abc"]) {
      expect(checkInputs({ ...inputs, weight })).toEqual({ ok: false, problem: "outOfRange" });
    }
    expect(checkInputs({ ...inputs, weight: "30" }).ok).toBe(true);
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
    expect(fieldOfMessage("weightRequired")).toBe("weight");
    expect(fieldOfMessage("invalidDimensions")).toBe("dimensions");
    expect(fieldOfMessage("invalidCountry")).toBe("country");
    expect(fieldOfMessage("network")).toBeNull();
  });
});

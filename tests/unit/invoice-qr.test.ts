import { describe, expect, it } from 'vitest';
import {
  INVOICE_QR_MESSAGES,
  type InvoiceQrParse,
  invoiceQrSchema,
  invoiceQrStringSchema,
  isLeftInvoiceQr,
  isRightInvoiceQr,
  parseInvoiceQr,
  pickInvoiceQrCodes,
  rocDateToIso,
} from '../../schemas/invoice-qr';

// Public examples (DOMAIN.md): tshihyi/taiwan-invoice test/index.js, calvertyang/EInvoice-QR-Encryptor
// README, Rytass/Utils invoice-adapter-ecpay test; MeowInvoice's decoder spec for the Big5 fuel receipt.
const CHICKEN =
  'CA63388616107042714060000003e0000004100000000247894573A2IzH97mHFMn89HdKcQCQ==:**********:1:1:1:尖叫雞/隻:1:25:尖叫雞EX/隻:1:50';
const NO_ITEMS = 'AA12345678104051112340000006400000064000000000000000073UqXrAk5DsVNv2VEvIFkQ==:**********:0:2:1';
const ERASER =
  'ZZ1800392111202033321000000000000000a0000000053538851ArHRuIogr+53dRHxChr5Tw==:**********:1:1:1:橡皮擦:1:10:';
/** A Big5 receipt as a scanner that does not know Big5 gives it: Shift_JIS half-width katakana. */
const FUEL_MOJIBAKE =
  'US390294161060531619000000073000000790000000001802176CS3YtzYENN9DUqZ2BbN07Q==:**********:1:1:0:､E､GｵLｹ]:5.20:23.30';
const HEADER = (body: string) => body.slice(0, 77);

const ok = (parsed: InvoiceQrParse) => {
  if (!parsed.ok) throw new Error(`refused: ${parsed.code}`);
  return parsed.value;
};
const refusal = (parsed: InvoiceQrParse) => (parsed.ok ? null : parsed.code);

/** Bytes of a Big5 string (the tests' own tiny encoder: TextEncoder speaks only UTF-8). */
function big5Bytes(text: string): Uint8Array {
  const decoder = new TextDecoder('big5');
  const out: number[] = [];
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) {
      out.push(ch.charCodeAt(0));
      continue;
    }
    let found = false;
    for (let lead = 0xa1; lead <= 0xf9 && !found; lead++) {
      for (const trail of [...Array(0x3f).keys()]
        .map((k) => k + 0x40)
        .concat([...Array(0x5e).keys()].map((k) => k + 0xa1))) {
        if (decoder.decode(Uint8Array.from([lead, trail])) === ch) {
          out.push(lead, trail);
          found = true;
          break;
        }
      }
    }
    if (!found) throw new Error(`no Big5 for ${ch}`);
  }
  return Uint8Array.from(out);
}
const asciiBytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const join = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe('parseInvoiceQr: the public examples', () => {
  it('reads the 尖叫雞 receipt (lower-case hex, two items)', () => {
    expect(ok(parseInvoiceQr(CHICKEN))).toEqual({
      invoiceNumber: 'CA63388616',
      invoiceDate: '2018-04-27',
      randomNumber: '1406',
      salesAmount: 62,
      totalAmount: 65,
      buyerId: '00000000',
      sellerId: '24789457',
      encryption: '3A2IzH97mHFMn89HdKcQCQ==',
      merchantArea: '**********',
      itemCountInQr: 1,
      itemCountOnInvoice: 1,
      encoding: 'utf-8',
      items: [
        { name: '尖叫雞/隻', quantity: 1, unitPrice: 25 },
        { name: '尖叫雞EX/隻', quantity: 1, unitPrice: 50 },
      ],
      // the code says 1 item in the QR and lists 2: reported, not refused
      warnings: ['itemCount'],
    });
  });

  it('flags a seller id that fails the checksum, and still reads the code', () => {
    const value = ok(parseInvoiceQr(`${ERASER.slice(0, 45)}12345678${ERASER.slice(53)}`));
    expect(value).toMatchObject({ sellerId: '12345678', totalAmount: 10 });
    expect(value.warnings).toEqual(['sellerIdInvalid']);
  });

  it('reads a code with no items and a dummy seller id (flagged, not refused)', () => {
    const value = ok(parseInvoiceQr(NO_ITEMS));
    expect(value).toMatchObject({
      invoiceNumber: 'AA12345678',
      invoiceDate: '2015-05-11',
      randomNumber: '1234',
      salesAmount: 100,
      totalAmount: 100,
      buyerId: '00000000',
      sellerId: '00000000',
      itemCountInQr: 0,
      itemCountOnInvoice: 2,
      encoding: 'utf-8',
      items: [],
    });
    expect(value.warnings).toEqual(['sellerIdInvalid']);
  });

  it('reads the 橡皮擦 receipt: sales 0 (tax not split out), a trailing ":"', () => {
    expect(ok(parseInvoiceQr(ERASER))).toMatchObject({
      invoiceNumber: 'ZZ18003921',
      invoiceDate: '2023-02-03',
      randomNumber: '3321',
      salesAmount: 0,
      totalAmount: 10,
      sellerId: '53538851',
      items: [{ name: '橡皮擦', quantity: 1, unitPrice: 10 }],
      warnings: [],
    });
  });

  it('reads the Big5 fuel receipt back from a Shift_JIS misreading: 九二無鉛 × 5.2 @ 23.3', () => {
    const value = ok(parseInvoiceQr(['**', FUEL_MOJIBAKE]));
    expect(value).toMatchObject({
      invoiceNumber: 'US39029416',
      invoiceDate: '2017-05-31',
      randomNumber: '6190',
      salesAmount: 0x73,
      totalAmount: 0x79,
      sellerId: '01802176',
      encoding: 'big5',
      items: [{ name: '九二無鉛', quantity: 5.2, unitPrice: 23.3 }],
    });
    expect(value.warnings).toEqual([]);
  });

  it.each([
    ['a bad invoice number', `USa9029416${FUEL_MOJIBAKE.slice(10)}`, 'invoiceNumber'],
    [
      'a non-digit in the date',
      'UR485277331s60531216500000000000000DA00000000530271979l1ICOgouWwDO7BQgC4rrw==:**********:1:1:1:餐飲:1:218',
      'invoiceDate',
    ],
    [
      'a date that does not exist (1070231)',
      `CA63388616107023114060000003e0000004100000000247894573A2IzH97mHFMn89HdKcQCQ==`,
      'invoiceDate',
    ],
    ['a month 13', `CA63388616107132714060000003e0000004100000000247894573A2IzH97mHFMn89HdKcQCQ==`, 'invoiceDate'],
  ] as const)('refuses %s', (_what, code, expected) => {
    expect(refusal(parseInvoiceQr(code))).toBe(expected);
  });
});

describe('parseInvoiceQr: the pitfalls of real receipts', () => {
  it('takes hex amounts in either case', () => {
    const upper = CHICKEN.replace('0000003e0000004100000000', '0000003E0000004100000000');
    expect(ok(parseInvoiceQr(upper))).toMatchObject({ salesAmount: 62, totalAmount: 65 });
    const big = `${CHICKEN.slice(0, 21)}00ABCDEF00abcdef${CHICKEN.slice(37)}`;
    expect(ok(parseInvoiceQr(big))).toMatchObject({ salesAmount: 0xabcdef, totalAmount: 0xabcdef });
  });

  it('keeps the random code and the ids as strings with their leading zeros', () => {
    const code = `${CHICKEN.slice(0, 17)}0042${CHICKEN.slice(21, 37)}04595257${CHICKEN.slice(45)}`;
    expect(ok(parseInvoiceQr(code))).toMatchObject({ randomNumber: '0042', buyerId: '04595257' });
  });

  it('reads a B2B invoice, whose random code the Ministry of Finance writes as four spaces, as having none', () => {
    const b2b = 'AB112233441150704    0000014d0000015e0459525710458575AAAAAAAAAAAAAAAAAAAAAAAA:**********:0:0:1:';
    expect(ok(parseInvoiceQr(b2b))).toMatchObject({
      invoiceNumber: 'AB11223344',
      invoiceDate: '2026-07-04',
      randomNumber: null,
      salesAmount: 333,
      totalAmount: 350,
      buyerId: '04595257',
      sellerId: '10458575',
    });
    expect(invoiceQrStringSchema.safeParse(b2b).success).toBe(true);
    // spaces are "none" only as all four: a partly blank code is a cut or misread one
    expect(refusal(parseInvoiceQr(`${b2b.slice(0, 17)}12  ${b2b.slice(21)}`))).toBe('randomNumber');
  });

  it('turns ROC dates into ISO dates, leap days included', () => {
    expect(rocDateToIso('1070427')).toBe('2018-04-27');
    expect(rocDateToIso('1130229')).toBe('2024-02-29');
    expect(rocDateToIso('1120229')).toBeNull();
    expect(rocDateToIso('0991231')).toBe('2010-12-31');
    expect(rocDateToIso('107042')).toBeNull();
  });

  it('finds the left code whichever code the scanner returned first', () => {
    const right = '**:尖叫雞EX/隻:1:50';
    const left = CHICKEN.replace(':尖叫雞EX/隻:1:50', '');
    const a = ok(parseInvoiceQr([left, right]));
    const b = ok(parseInvoiceQr([right, left]));
    expect(a).toEqual(b);
    expect(a.items.map((i) => i.name)).toEqual(['尖叫雞/隻', '尖叫雞EX/隻']);
  });

  it('joins a triplet that straddles the two codes', () => {
    const left = `${HEADER(CHICKEN)}:**********:2:2:1:尖叫雞/隻:1:25:尖叫`;
    const value = ok(parseInvoiceQr([`**雞EX/隻:1:50`, left]));
    expect(value.items).toEqual([
      { name: '尖叫雞/隻', quantity: 1, unitPrice: 25 },
      { name: '尖叫雞EX/隻', quantity: 1, unitPrice: 50 },
    ]);
    expect(value.warnings).toEqual([]);
  });

  it('takes a right code that is "**" alone or padded with spaces', () => {
    const onlyStars = ok(parseInvoiceQr([ERASER, '**']));
    const padded = ok(parseInvoiceQr(['**          ', ERASER]));
    expect(onlyStars.items).toEqual([{ name: '橡皮擦', quantity: 1, unitPrice: 10 }]);
    expect(padded).toEqual(onlyStars);
  });

  it('does not double the ":" when the left code ends with one and the right code starts with one', () => {
    const value = ok(parseInvoiceQr([`${HEADER(CHICKEN)}:**********:2:2:1:尖叫雞/隻:1:25:`, '**:尖叫雞EX/隻:1:50']));
    expect(value.items).toHaveLength(2);
    expect(value.warnings).toEqual([]);
  });

  it('reads decimal quantities and prices', () => {
    const value = ok(parseInvoiceQr(`${HEADER(CHICKEN)}:**********:1:1:1:95無鉛汽油:47.301:29.8`));
    expect(value.items).toEqual([{ name: '95無鉛汽油', quantity: 47.301, unitPrice: 29.8 }]);
  });

  it('decodes Big5 names given as raw bytes (zxing-wasm gives them), straddling the codes mid-character', () => {
    const name = big5Bytes('九二無鉛');
    const left = join(asciiBytes(`${HEADER(FUEL_MOJIBAKE)}:**********:1:1:0:`), name.subarray(0, 3));
    const right = join(asciiBytes('**'), name.subarray(3), asciiBytes(':5.20:23.30'));
    expect(ok(parseInvoiceQr([right, left])).items).toEqual([{ name: '九二無鉛', quantity: 5.2, unitPrice: 23.3 }]);
  });

  it('decodes Big5 names a scanner read as Latin-1', () => {
    const code = latin1(
      join(asciiBytes(`${HEADER(ERASER)}:**********:1:1:0:`), big5Bytes('橡皮擦'), asciiBytes(':1:10')),
    );
    expect(ok(parseInvoiceQr(code)).items).toEqual([{ name: '橡皮擦', quantity: 1, unitPrice: 10 }]);
  });

  it('takes Big5 names a scanner already decoded', () => {
    expect(ok(parseInvoiceQr(`${HEADER(ERASER)}:**********:1:1:0:橡皮擦:1:10`)).items).toEqual([
      { name: '橡皮擦', quantity: 1, unitPrice: 10 },
    ]);
  });

  it('decodes UTF-8 names of a code that says Big5 (a mislabelled printer)', () => {
    const bytes = join(
      asciiBytes(`${HEADER(ERASER)}:**********:1:1:0:`),
      new TextEncoder().encode('橡皮擦'),
      asciiBytes(':1:10'),
    );
    expect(ok(parseInvoiceQr(bytes)).items[0]?.name).toBe('橡皮擦');
  });

  it('decodes UTF-8 names given as bytes or misread as Latin-1', () => {
    const bytes = join(
      asciiBytes(`${HEADER(ERASER)}:**********:1:1:1:`),
      new TextEncoder().encode('橡皮擦'),
      asciiBytes(':1:10'),
    );
    expect(ok(parseInvoiceQr(bytes)).items[0]?.name).toBe('橡皮擦');
    expect(ok(parseInvoiceQr(latin1(bytes))).items[0]?.name).toBe('橡皮擦');
  });

  it('decodes Base64 item details, as one block or name by name', () => {
    const block = btoa(latin1(new TextEncoder().encode('橡皮擦:1:10:鉛筆:2:15')));
    expect(ok(parseInvoiceQr(`${HEADER(ERASER)}:**********:2:2:2:${block}`)).items).toEqual([
      { name: '橡皮擦', quantity: 1, unitPrice: 10 },
      { name: '鉛筆', quantity: 2, unitPrice: 15 },
    ]);
    const name = btoa(latin1(new TextEncoder().encode('橡皮擦')));
    expect(ok(parseInvoiceQr(`${HEADER(ERASER)}:**********:1:1:2:${name}:1:10`)).items).toEqual([
      { name: '橡皮擦', quantity: 1, unitPrice: 10 },
    ]);
  });

  it('reports item counts that contradict the listed items', () => {
    expect(ok(parseInvoiceQr([`${HEADER(ERASER)}:**********:3:3:1:橡皮擦:1:10`, '**'])).warnings).toEqual([
      'itemCount',
    ]);
    // the left code alone may hold fewer items than it counts (the rest are on the right code)
    expect(ok(parseInvoiceQr(`${HEADER(ERASER)}:**********:3:3:1:橡皮擦:1:10`)).warnings).toEqual([]);
  });

  it('reads the header of a code whose items are garbled, and says so', () => {
    const value = ok(parseInvoiceQr(`${HEADER(ERASER)}:**********:1:1:1:橡皮擦:一:10`));
    expect(value).toMatchObject({ invoiceNumber: 'ZZ18003921', totalAmount: 10, items: [] });
    expect(value.warnings).toEqual(['itemsUnreadable']);
    expect(ok(parseInvoiceQr(`${HEADER(ERASER)}:**********:1:1:9:橡皮擦:1:10`)).warnings).toEqual(['itemsUnreadable']);
  });

  it('takes a merchant area that is not stars', () => {
    expect(ok(parseInvoiceQr(`${HEADER(ERASER)}:A1B2C3D4E5:1:1:1:橡皮擦:1:10`)).merchantArea).toBe('A1B2C3D4E5');
  });

  it('takes a code of at least 55 characters (SPEC §5), flagging a missing encryption field', () => {
    const short = ERASER.slice(0, 55);
    expect(ok(parseInvoiceQr(short))).toMatchObject({
      invoiceNumber: 'ZZ18003921',
      encryption: null,
      warnings: ['encryptionField'],
    });
    expect(refusal(parseInvoiceQr(ERASER.slice(0, 54)))).toBe('tooShort');
    // MeowInvoice's "76 characters": its encryption field lost a '=' and so is flagged, the rest read
    const cut = `${ERASER.slice(0, 76)}:**********:1:1:1:橡皮擦:1:10`;
    const value = ok(parseInvoiceQr(cut));
    expect(value).toMatchObject({ encryption: null, items: [{ name: '橡皮擦', quantity: 1, unitPrice: 10 }] });
    expect(value.warnings).toEqual(['encryptionField']);
  });

  it('ignores surrounding whitespace and other QR codes in the same photo', () => {
    expect(ok(parseInvoiceQr(['https://shop.example/', `  ${ERASER}\n`, '**'])).invoiceNumber).toBe('ZZ18003921');
  });

  it.each([
    ['nothing', [], 'empty'],
    ['blank', '   ', 'empty'],
    ['only the right code', ['**:尖叫雞EX/隻:1:50'], 'noLeftCode'],
    ['a random code number with a letter', `${ERASER.slice(0, 17)}33a1${ERASER.slice(21)}`, 'randomNumber'],
    ['a sales amount that is not hex', `${ERASER.slice(0, 21)}0000000g${ERASER.slice(29)}`, 'salesAmount'],
    ['a total amount that is not hex', `${ERASER.slice(0, 29)}-000000a${ERASER.slice(37)}`, 'totalAmount'],
    ['a buyer id with a letter', `${ERASER.slice(0, 37)}0000000X${ERASER.slice(45)}`, 'buyerId'],
    ['a seller id with a letter', `${ERASER.slice(0, 45)}5353885X${ERASER.slice(53)}`, 'sellerId'],
    ['a text longer than any QR code holds', `${ERASER}${'x'.repeat(5000)}`, 'tooLong'],
    ['a lower-case invoice number', `zz${ERASER.slice(2)}`, 'invoiceNumber'],
  ] as const)('refuses %s', (_what, code, expected) => {
    const parsed = parseInvoiceQr(code);
    expect(refusal(parsed)).toBe(expected);
    expect(parsed.ok ? null : parsed.message).toBe(INVOICE_QR_MESSAGES[expected]);
  });
});

describe('which code is which', () => {
  it('tells left and right codes apart, from text or bytes', () => {
    expect(isLeftInvoiceQr(ERASER)).toBe(true);
    expect(isRightInvoiceQr(ERASER)).toBe(false);
    expect(isRightInvoiceQr('  **')).toBe(true);
    expect(isRightInvoiceQr(asciiBytes('**:a:1:2'))).toBe(true);
    expect(isLeftInvoiceQr('https://example.com')).toBe(false);
    expect(pickInvoiceQrCodes(['https://x', '**', ERASER])).toEqual({ left: ERASER, right: '**' });
    expect(pickInvoiceQrCodes(['https://x'])).toEqual({ left: null, right: null });
  });
});

describe('the QR string as a form or API field', () => {
  it('accepts a real code as the string it is', () => {
    expect(invoiceQrStringSchema.safeParse(ERASER)).toEqual({ success: true, data: ERASER });
  });

  it('parses it to the SPEC §3 result', () => {
    expect(invoiceQrSchema.parse(NO_ITEMS)).toMatchObject({ invoiceNumber: 'AA12345678', invoiceDate: '2015-05-11' });
  });

  it.each([
    ['', INVOICE_QR_MESSAGES.empty],
    [ERASER.slice(0, 40), INVOICE_QR_MESSAGES.tooShort],
    [`ZZ18003921112023033321${ERASER.slice(22)}`, INVOICE_QR_MESSAGES.invoiceDate],
    [42, INVOICE_QR_MESSAGES.empty],
  ])('refuses %j in Traditional Chinese', (value, message) => {
    for (const schema of [invoiceQrStringSchema, invoiceQrSchema]) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    }
  });
});

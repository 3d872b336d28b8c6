fn mod_pow_unsigned(base: u64, exponent: u64, modulus: u64) -> u64 {
    // modulus < 2^31, so the product of two residues fits in 64 bits
    let mut result = 1 % modulus;
    let mut base = base % modulus;
    let mut exponent = exponent;
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = result * base % modulus;
        }
        base = base * base % modulus;
        exponent >>= 1;
    }
    result
}

/// The AlgoREval+ interface (signed 64-bit; every value is below 2^31).
fn mod_pow(base: i64, exponent: i64, modulus: i64) -> i64 {
    mod_pow_unsigned(base as u64, exponent as u64, modulus as u64) as i64
}

fn main() {
    let cases: [(i64, i64, i64); 9] = [
        (2, 10, 1000),
        (3, 200, 13),
        (7, 0, 13),
        (5, 0, 1),
        (0, 5, 7),
        (123456789, 987654321, 1000000007),
        (2, 2147483646, 2147483647),
        (2147483646, 2147483645, 2147483647),
        (987654321, 1234567890, 2147483629),
    ];
    for (base, exponent, modulus) in cases {
        println!("{}", mod_pow(base, exponent, modulus));
    }
}

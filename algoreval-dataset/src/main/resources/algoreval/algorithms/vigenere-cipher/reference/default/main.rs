// direction is +1 to encrypt and -1 to decrypt
fn transform(text: &str, key: &str, direction: i32) -> String {
    let shifts: Vec<i32> = key.bytes().map(|k| (k.to_ascii_uppercase() - b'A') as i32).collect();
    let mut pos = 0; // index of the next key letter; advances only on letters
    text.chars()
        .map(|ch| {
            let base = match ch {
                'a'..='z' => b'a',
                'A'..='Z' => b'A',
                _ => return ch,
            };
            let shift = direction * shifts[pos % shifts.len()];
            pos += 1;
            (base + ((ch as u8 - base) as i32 + shift).rem_euclid(26) as u8) as char
        })
        .collect()
}

fn vigenere_encrypt(text: &str, key: &str) -> String {
    transform(text, key, 1)
}

fn vigenere_decrypt(text: &str, key: &str) -> String {
    transform(text, key, -1)
}

fn main() {
    println!("{}", vigenere_encrypt("ATTACKATDAWN", "LEMON"));
    println!("{}", vigenere_encrypt("Attack at dawn! Meet at 9 o'clock.", "LeMoN"));
    println!("{}", vigenere_decrypt("Rijvs, Uyvjn! Xfsw gc e qogpox.", "key"));
    println!("{}", vigenere_encrypt("Zebra zoo, XYZ.", "b"));
}

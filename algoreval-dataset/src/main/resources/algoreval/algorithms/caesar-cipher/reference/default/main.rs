fn shift_letters(text: &str, shift: i32) -> String {
    let k = shift.rem_euclid(26) as u8;
    text.chars()
        .map(|ch| match ch {
            'a'..='z' => (b'a' + (ch as u8 - b'a' + k) % 26) as char,
            'A'..='Z' => (b'A' + (ch as u8 - b'A' + k) % 26) as char,
            _ => ch,
        })
        .collect()
}

fn caesar_encrypt(text: &str, shift: i32) -> String {
    shift_letters(text, shift)
}

fn caesar_decrypt(text: &str, shift: i32) -> String {
    shift_letters(text, -(shift % 26))
}

fn main() {
    println!("{}", caesar_encrypt("Hello, World! Meet me at 10:30 near the Zoo.", 3));
    println!("{}", caesar_decrypt("Khoor, Zruog!", 3));
    println!("{}", caesar_encrypt("The Quick Brown Fox Jumps Over The Lazy Dog", 13));
    println!("{}", caesar_encrypt("abc-XYZ xyz_ABC", 29));
    println!("{}", caesar_decrypt("Vjg swkem dtqyp hqz", -24));
}

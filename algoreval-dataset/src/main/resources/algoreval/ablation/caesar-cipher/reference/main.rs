fn solve(text: &str, k: u8) -> String {
    text.chars()
        .map(|ch| match ch {
            'a'..='z' => ((ch as u8 - b'a' + k) % 26 + b'a') as char,
            'A'..='Z' => ((ch as u8 - b'A' + k) % 26 + b'A') as char,
            _ => ch,
        })
        .collect()
}

fn main() {
    let text = "Meet me at the Zoo, 10:45 sharp!";
    let k = 3;
    println!("{}", solve(text, k));
}

fn rle_encode(s: &str) -> String {
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let mut j = i;
        while j < chars.len() && chars[j] == chars[i] {
            j += 1;
        }
        out.push_str(&(j - i).to_string());
        out.push(chars[i]);
        i = j;
    }
    out
}

fn rle_decode(encoded: &str) -> String {
    let mut out = String::new();
    let mut count = 0usize;
    for c in encoded.chars() {
        if let Some(d) = c.to_digit(10) {
            count = count * 10 + d as usize;
        } else {
            out.extend(std::iter::repeat(c).take(count));
            count = 0;
        }
    }
    out
}

fn main() {
    let strings = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "aaabccddddde", "xyz", "ZZzzZ"];
    let encoded = ["12W1B3W", "1a2b3c", "10x1y2z", "2Q11q"];
    for s in strings {
        println!("{}", rle_encode(s));
    }
    for e in encoded {
        println!("{}", rle_decode(e));
    }
}

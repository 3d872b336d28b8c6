fn kmp_search(text: &str, pattern: &str) -> Vec<usize> {
    let t = text.as_bytes();
    let p = pattern.as_bytes();
    let m = p.len();
    let mut failure = vec![0usize; m];
    let mut k = 0;
    for i in 1..m {
        while k > 0 && p[i] != p[k] {
            k = failure[k - 1];
        }
        if p[i] == p[k] {
            k += 1;
        }
        failure[i] = k;
    }

    let mut matches = Vec::new();
    k = 0;
    for (i, &c) in t.iter().enumerate() {
        while k > 0 && c != p[k] {
            k = failure[k - 1];
        }
        if c == p[k] {
            k += 1;
        }
        if k == m {
            matches.push(i + 1 - m);
            k = failure[k - 1];
        }
    }
    matches
}

fn main() {
    let searches = [
        ("AABAACAADAABAABA", "AABA"),
        ("abababcabababab", "abab"),
        ("aaaaaa", "aaa"),
        ("abcabcabcabcab", "abcabd"),
    ];
    for (text, pattern) in searches {
        let matches = kmp_search(text, pattern);
        if matches.is_empty() {
            println!("none");
        } else {
            let parts: Vec<String> = matches.iter().map(|i| i.to_string()).collect();
            println!("{}", parts.join(" "));
        }
    }
}

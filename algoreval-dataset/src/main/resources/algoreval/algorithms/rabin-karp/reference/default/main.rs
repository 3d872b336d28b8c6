const BASE: u64 = 256;
const MOD: u64 = 1_000_000_007;

fn rabin_karp_search(text: &str, pattern: &str) -> Vec<usize> {
    let t = text.as_bytes();
    let p = pattern.as_bytes();
    let (n, m) = (t.len(), p.len());
    let mut matches = Vec::new();
    if m > n {
        return matches;
    }
    // BASE^(m-1) mod MOD, the weight of the leading character in a window
    let high = (1..m).fold(1u64, |h, _| h * BASE % MOD);
    let (mut p_hash, mut t_hash) = (0u64, 0u64);
    for i in 0..m {
        p_hash = (p_hash * BASE + p[i] as u64) % MOD;
        t_hash = (t_hash * BASE + t[i] as u64) % MOD;
    }
    for s in 0..=n - m {
        // equal hashes may still be a collision, so compare the characters
        if p_hash == t_hash && &t[s..s + m] == p {
            matches.push(s);
        }
        if s + m < n {
            t_hash = (t_hash + MOD - t[s] as u64 * high % MOD) % MOD;
            t_hash = (t_hash * BASE + t[s + m] as u64) % MOD;
        }
    }
    matches
}

fn main() {
    let searches = [
        ("abracadabra", "abra"),
        ("aaaaaaaa", "aaa"),
        ("the cat sat on the mat with the hat", "at"),
        ("31415926535897932384626433832795", "3832"),
        ("mississippi", "issip"),
        ("abc", "abcd"),
    ];
    for (text, pattern) in searches {
        let matches = rabin_karp_search(text, pattern);
        if matches.is_empty() {
            println!("none");
        } else {
            let parts: Vec<String> = matches.iter().map(|i| i.to_string()).collect();
            println!("{}", parts.join(" "));
        }
    }
}

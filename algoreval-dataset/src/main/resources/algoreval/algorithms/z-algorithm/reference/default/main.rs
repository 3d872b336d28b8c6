fn z_function(s: &str) -> Vec<usize> {
    let s = s.as_bytes();
    let n = s.len();
    let mut z = vec![0usize; n];
    if n == 0 {
        return z;
    }
    z[0] = n;
    // [left, right) is the rightmost window known to match a prefix of s
    let (mut left, mut right) = (0usize, 0usize);
    for i in 1..n {
        if i < right {
            z[i] = (right - i).min(z[i - left]);
        }
        while i + z[i] < n && s[z[i]] == s[i + z[i]] {
            z[i] += 1;
        }
        if i + z[i] > right {
            left = i;
            right = i + z[i];
        }
    }
    z
}

fn z_search(text: &str, pattern: &str) -> Vec<usize> {
    let m = pattern.len();
    let z = z_function(&format!("{}${}", pattern, text));
    (m + 1..z.len()).filter(|&i| z[i] >= m).map(|i| i - m - 1).collect()
}

fn join(values: &[usize]) -> String {
    values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
}

fn main() {
    for s in ["aabcaabxaaaz", "aaaaa", "abacaba"] {
        println!("{}", join(&z_function(s)));
    }
    let searches = [("abacabadabacaba", "aba"), ("aaaaaa", "aa"), ("hello world", "xyz")];
    for (text, pattern) in searches {
        let matches = z_search(text, pattern);
        if matches.is_empty() {
            println!("none");
        } else {
            println!("{}", join(&matches));
        }
    }
}

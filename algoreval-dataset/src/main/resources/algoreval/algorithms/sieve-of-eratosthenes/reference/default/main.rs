fn sieve(n: usize) -> Vec<usize> {
    if n < 2 {
        return Vec::new();
    }
    let mut is_prime = vec![true; n + 1];
    is_prime[0] = false;
    is_prime[1] = false;
    let mut p = 2;
    while p * p <= n {
        if is_prime[p] {
            for multiple in (p * p..=n).step_by(p) {
                is_prime[multiple] = false;
            }
        }
        p += 1;
    }
    (2..=n).filter(|&i| is_prime[i]).collect()
}

fn main() {
    let primes: Vec<String> = sieve(100).iter().map(|p| p.to_string()).collect();
    println!("{}", primes.join(" "));
    println!("{}", sieve(1000).len());
}

#include <iostream>
#include <vector>

std::vector<int> sieve(int n) {
    std::vector<int> primes;
    if (n < 2) return primes;
    std::vector<bool> isPrime(n + 1, true);
    isPrime[0] = isPrime[1] = false;
    for (int p = 2; p * p <= n; p++) {
        if (!isPrime[p]) continue;
        for (int multiple = p * p; multiple <= n; multiple += p) isPrime[multiple] = false;
    }
    for (int i = 2; i <= n; i++) {
        if (isPrime[i]) primes.push_back(i);
    }
    return primes;
}

int main() {
    std::vector<int> primes = sieve(100);
    for (std::size_t i = 0; i < primes.size(); i++) {
        if (i > 0) std::cout << ' ';
        std::cout << primes[i];
    }
    std::cout << '\n';
    std::cout << sieve(1000).size() << '\n';
    return 0;
}

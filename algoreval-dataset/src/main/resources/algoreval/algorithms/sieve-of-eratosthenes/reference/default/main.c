#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* Returns a malloc'ed array of all primes <= n in increasing order; *count receives its length.
   The array is never NULL, even when empty: NULL would mean an absent list (dataset README, section 9). */
int *sieve(int n, int *count) {
    *count = 0;
    if (n < 2) return malloc(sizeof(int));
    bool *isPrime = malloc((size_t)(n + 1) * sizeof *isPrime);
    for (int i = 0; i <= n; i++) isPrime[i] = i >= 2;
    for (int p = 2; p * p <= n; p++) {
        if (!isPrime[p]) continue;
        for (int multiple = p * p; multiple <= n; multiple += p) isPrime[multiple] = false;
    }

    int *primes = malloc((size_t)(n + 1) * sizeof *primes);
    for (int i = 2; i <= n; i++) {
        if (isPrime[i]) primes[(*count)++] = i;
    }
    free(isPrime);
    return primes;
}

int main(void) {
    int count;
    int *primes = sieve(100, &count);
    for (int i = 0; i < count; i++) printf(i ? " %d" : "%d", primes[i]);
    printf("\n");
    free(primes);

    primes = sieve(1000, &count);
    printf("%d\n", count);
    free(primes);
    return 0;
}

# Contract-minimal: base-10 LSD radix sort with ten bucket lists per pass, passes until the largest value runs out of digits.
def radixSort(arr):
    result = list(arr)
    if not result:
        return result
    largest = max(result)
    place = 1
    while largest // place > 0:
        buckets = [[] for _ in range(10)]
        for x in result:
            buckets[(x // place) % 10].append(x)
        result = [x for b in buckets for x in b]
        place *= 10
    return result

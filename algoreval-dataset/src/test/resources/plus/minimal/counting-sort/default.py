# Contract-minimal: one count per value from 0 to max(arr) (the contract caps values at 10^6), no other trick.
def countingSort(arr):
    if not arr:
        return []
    counts = [0] * (max(arr) + 1)
    for x in arr:
        counts[x] += 1
    out = []
    for value in range(len(counts)):
        for _ in range(counts[value]):
            out.append(value)
    return out

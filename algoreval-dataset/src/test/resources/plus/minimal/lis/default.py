# Contract-minimal: the O(n^2) dynamic programme, since the contract asks no better complexity.
def lisLength(arr):
    best = [1] * len(arr)
    for i in range(len(arr)):
        for j in range(i):
            if arr[j] < arr[i] and best[j] + 1 > best[i]:
                best[i] = best[j] + 1
    return max(best, default=0)

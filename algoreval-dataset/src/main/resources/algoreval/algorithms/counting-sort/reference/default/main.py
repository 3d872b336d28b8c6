def countingSort(arr):
    if not arr:
        return []
    counts = [0] * (max(arr) + 1)
    for x in arr:
        counts[x] += 1
    # Prefix sums give each value's final position; walking backwards keeps the sort stable.
    for v in range(1, len(counts)):
        counts[v] += counts[v - 1]
    result = [0] * len(arr)
    for x in reversed(arr):
        counts[x] -= 1
        result[counts[x]] = x
    return result


if __name__ == "__main__":
    arr = [7, 3, 0, 12, 3, 9, 1, 7, 15, 0, 4, 12, 3, 8]
    print(" ".join(str(x) for x in countingSort(arr)))

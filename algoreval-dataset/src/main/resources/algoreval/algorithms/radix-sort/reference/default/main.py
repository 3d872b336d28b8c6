def radixSort(arr):
    result = list(arr)
    if not result:
        return result
    largest = max(result)
    exp = 1
    while largest // exp > 0:
        # One stable counting-sort pass on the decimal digit at position exp.
        counts = [0] * 10
        for x in result:
            counts[(x // exp) % 10] += 1
        for d in range(1, 10):
            counts[d] += counts[d - 1]
        output = [0] * len(result)
        for x in reversed(result):
            d = (x // exp) % 10
            counts[d] -= 1
            output[counts[d]] = x
        result = output
        exp *= 10
    return result


if __name__ == "__main__":
    arr = [170, 45, 75, 90, 802, 24, 2, 66, 1009, 0, 45, 3310, 7, 802, 58]
    print(" ".join(str(x) for x in radixSort(arr)))

def solve(a, x):
    lo, hi = 0, len(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if a[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo


if __name__ == "__main__":
    a = [1, 3, 3, 3, 5, 8, 8, 10]
    for x in [3, 8, 0, 11, 4]:
        print(solve(a, x))

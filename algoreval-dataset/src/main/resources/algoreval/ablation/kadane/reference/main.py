def solve(a):
    running, start = 0, 0
    best = best_start = best_end = None
    for i, value in enumerate(a):
        if running < 0:
            running, start = 0, i
        running += value
        if i == 0 or running > best:
            best, best_start, best_end = running, start, i
    return best, best_start, best_end


if __name__ == "__main__":
    a = [-2, 1, -1, 4, -5, 2, 2, -7, 3, 1]
    print(*solve(a))

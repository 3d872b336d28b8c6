def solve(items):
    items = [list(pair) for pair in items]
    for i in range(1, len(items)):
        pair = items[i]
        j = i - 1
        while j >= 0 and items[j][0] > pair[0]:
            items[j + 1] = items[j]
            j -= 1
        items[j + 1] = pair
    return items


if __name__ == "__main__":
    items = [[5, 0], [2, 1], [5, 2], [1, 3], [2, 4], [5, 5], [3, 6]]
    print(" ".join(str(pair[1]) for pair in solve(items)))

def permutations(items):
    result = []
    current = []
    used = [False] * len(items)

    def extend():
        if len(current) == len(items):
            result.append(current[:])
            return
        for i, item in enumerate(items):
            if not used[i]:
                used[i] = True
                current.append(item)
                extend()
                current.pop()
                used[i] = False

    extend()
    return result


if __name__ == "__main__":
    items = [3, -1, 4, 0]
    for p in sorted(permutations(items)):
        print(" ".join(map(str, p)))
    print(len(permutations([1, 2, 3, 4, 5, 6])))

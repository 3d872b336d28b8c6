# Minimal: plain recursive backtracking over unused positions; at most 8 items, so n!·n work is small.
def permutations(items):
    out = []
    used = [False] * len(items)
    current = []

    def build():
        if len(current) == len(items):
            out.append(list(current))
            return
        for i in range(len(items)):
            if not used[i]:
                used[i] = True
                current.append(items[i])
                build()
                current.pop()
                used[i] = False

    build()
    return out

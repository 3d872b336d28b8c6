def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def convexHull(points):
    pts = sorted(set((p[0], p[1]) for p in points))
    if len(pts) <= 2:
        return [list(p) for p in pts]

    lower = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)

    upper = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)

    return [list(p) for p in lower[:-1] + upper[:-1]]


if __name__ == "__main__":
    points = [[0, 3], [2, 2], [4, 4], [0, 0], [1, 2], [3, 1], [3, 3],
              [2, 0], [4, 0], [0, 3], [4, 2], [-1, 2], [2, 2]]
    for x, y in convexHull(points):
        print(x, y)

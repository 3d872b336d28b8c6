import math


def dist2(p, q):
    return (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2


def closestPair(points):
    pts = sorted(points)  # by x, then y
    best = [math.inf, None]

    def consider(p, q):
        d = dist2(p, q)
        if d < best[0]:
            best[0] = d
            best[1] = (p, q)

    def solve(lo, hi):
        if hi - lo <= 3:
            for i in range(lo, hi):
                for j in range(i + 1, hi):
                    consider(pts[i], pts[j])
            return
        mid = (lo + hi) // 2
        mid_x = pts[mid][0]
        solve(lo, mid)
        solve(mid, hi)
        strip = sorted((p for p in pts[lo:hi] if (p[0] - mid_x) ** 2 < best[0]), key=lambda p: p[1])
        for i in range(len(strip)):
            for j in range(i + 1, len(strip)):
                if (strip[j][1] - strip[i][1]) ** 2 >= best[0]:
                    break
                consider(strip[i], strip[j])

    solve(0, len(pts))
    return best[1]


if __name__ == "__main__":
    points = [[3, 9], [-4, 2], [7, -3], [0, 0], [12, 5], [-6, -7], [4, 3], [9, 10],
              [-2, 8], [5, 1], [1, -5], [10, -8], [-9, 3], [4, -6], [8, 4], [-7, -3]]
    p, q = sorted(closestPair(points))
    print(f"{((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2) ** 0.5:.4f}")
    print(p[0], p[1])
    print(q[0], q[1])

# Minimal: divide and conquer on x with the strip re-sorted by y at each level (O(n log^2 n)), exact integer
# squared distances (Python ints do not overflow).
def closestPair(points):
    pts = sorted((p[0], p[1]) for p in points)

    def d2(p, q):
        return (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2

    def solve(lo, hi):
        if hi - lo <= 3:
            best = None
            for i in range(lo, hi):
                for j in range(i + 1, hi):
                    d = d2(pts[i], pts[j])
                    if best is None or d < best[0]:
                        best = (d, pts[i], pts[j])
            return best
        mid = (lo + hi) // 2
        mx = pts[mid][0]
        left = solve(lo, mid)
        right = solve(mid, hi)
        best = left if left[0] <= right[0] else right
        strip = sorted((p for p in pts[lo:hi] if (p[0] - mx) ** 2 < best[0]), key=lambda p: p[1])
        for i in range(len(strip)):
            for j in range(i + 1, len(strip)):
                if (strip[j][1] - strip[i][1]) ** 2 >= best[0]:
                    break
                d = d2(strip[i], strip[j])
                if d < best[0]:
                    best = (d, strip[i], strip[j])
        return best

    _, p, q = solve(0, len(pts))
    return [p, q]

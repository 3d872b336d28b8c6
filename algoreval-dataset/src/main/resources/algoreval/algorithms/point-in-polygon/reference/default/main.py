def pointInPolygon(polygon, point):
    px, py = point
    inside = False
    n = len(polygon)
    for i in range(n):
        xi, yi = polygon[i]
        xj, yj = polygon[i - 1]
        # Count crossings of the ray going right from the point; the half-open test
        # (yi > py) != (yj > py) counts a vertex on the ray exactly once and skips horizontal edges.
        if (yi > py) != (yj > py):
            x_cross = xi + (py - yi) * (xj - xi) / (yj - yi)
            if px < x_cross:
                inside = not inside
    return inside


if __name__ == "__main__":
    polygon = [[0, 0], [8, 0], [8, 6], [6, 6], [6, 2], [4, 4], [2, 2], [2, 6], [0, 6]]
    queries = [[1, 3], [4, 1], [4, 5], [7, 4], [3, 4], [5, 2], [9, 2], [-1, 2],
               [3, 2], [5, 6], [-2, 0], [4, 3]]
    for x, y in queries:
        print(x, y, "inside" if pointInPolygon(polygon, [x, y]) else "outside")

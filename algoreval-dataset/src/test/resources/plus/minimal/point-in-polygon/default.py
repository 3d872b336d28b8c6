# Minimal: ray casting to the right with the half-open rule (an edge counts when exactly one end lies above the
# point's y), the crossing compared exactly in integers.
def pointInPolygon(polygon, point):
    px, py = point[0], point[1]
    inside = False
    n = len(polygon)
    for i in range(n):
        ax, ay = polygon[i]
        bx, by = polygon[(i + 1) % n]
        if (ay > py) != (by > py):
            # crossing x = ax + (py - ay) * (bx - ax) / (by - ay); is px < crossing x?
            num = (py - ay) * (bx - ax)
            den = by - ay
            if den > 0:
                right = (px - ax) * den < num
            else:
                right = (px - ax) * den > num
            if right:
                inside = not inside
    return inside

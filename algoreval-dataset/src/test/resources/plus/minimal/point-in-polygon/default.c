/* Contract-minimal: int coordinates as stated, cross products in long long because the contract says
   they need 64 bits; a point on the boundary is inside, as the requirements say. */
#include <stdbool.h>

static long long cross(long long ax, long long ay, long long bx, long long by, long long px, long long py) {
    return (bx - ax) * (py - ay) - (by - ay) * (px - ax);
}

bool pointInPolygon(const int polygon[][2], int polygonSize, const int *point, int pointSize) {
    long long px = point[0], py = point[1];
    bool inside = false;
    for (int i = 0, j = polygonSize - 1; i < polygonSize; j = i++) {
        long long ax = polygon[j][0], ay = polygon[j][1], bx = polygon[i][0], by = polygon[i][1];
        if (cross(ax, ay, bx, by, px, py) == 0 && (ax < bx ? ax : bx) <= px && px <= (ax > bx ? ax : bx)
                && (ay < by ? ay : by) <= py && py <= (ay > by ? ay : by)) {
            return true;
        }
        if ((ay > py) != (by > py)) {
            long long c = cross(ax, ay, bx, by, px, py);
            if ((c > 0) == (by > ay)) {
                inside = !inside;
            }
        }
    }
    (void) pointSize;
    return inside;
}

int main(void) {
    return 0;
}

/* Contract-minimal: int coordinates as stated, the shoelace sum in long long because the contract says
   it needs 64 bits. */
#include <stdlib.h>

double polygonArea(const int vertices[][2], int verticesSize) {
    long long twice = 0;
    for (int i = 0; i < verticesSize; i++) {
        int j = (i + 1) % verticesSize;
        twice += (long long) vertices[i][0] * vertices[j][1] - (long long) vertices[j][0] * vertices[i][1];
    }
    return llabs(twice) / 2.0;
}

int main(void) {
    return 0;
}

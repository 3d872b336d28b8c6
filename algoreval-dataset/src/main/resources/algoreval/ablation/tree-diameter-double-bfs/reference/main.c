#include <stdio.h>
#include <stdlib.h>

#define MAXN 64

static int n_vertices, edge_count;
static int edge_list[MAXN][2];

/* Distances (in edges) and parents from source; returns the farthest vertex, the smallest label on ties. */
static int farthest(int source, int *distance, int *parent) {
    int queue[MAXN], head = 0, tail = 0;
    for (int v = 0; v < n_vertices; v++) distance[v] = -1;
    distance[source] = 0;
    parent[source] = -1;
    queue[tail++] = source;
    while (head < tail) {
        int x = queue[head++];
        for (int i = 0; i < edge_count; i++) {
            int y = edge_list[i][0] == x ? edge_list[i][1] : edge_list[i][1] == x ? edge_list[i][0] : -1;
            if (y >= 0 && distance[y] < 0) {
                distance[y] = distance[x] + 1;
                parent[y] = x;
                queue[tail++] = y;
            }
        }
    }
    int best = 0;
    for (int v = 1; v < n_vertices; v++)
        if (distance[v] > distance[best]) best = v;
    return best;
}

/* Writes the path from a to b into path and returns the number of edges on it. */
static int solve(int n, const int edges[][2], int *path) {
    int distance[MAXN], parent[MAXN];
    n_vertices = n;
    edge_count = n - 1;
    for (int i = 0; i < n - 1; i++) {
        edge_list[i][0] = edges[i][0];
        edge_list[i][1] = edges[i][1];
    }
    int a = farthest(0, distance, parent);
    int b = farthest(a, distance, parent);
    int length = distance[b];
    for (int k = length, x = b; k >= 0; k--, x = parent[x]) path[k] = x;
    return length;
}

int main(void) {
    int n = 10;
    const int edges[][2] = {{0, 1}, {1, 2}, {0, 3}, {3, 4}, {4, 8}, {4, 9}, {0, 5}, {5, 6}, {6, 7}};
    int path[10];
    int length = solve(n, edges, path);
    printf("%d\n", length);
    for (int k = 0; k <= length; k++) printf(k == 0 ? "%d" : " %d", path[k]);
    printf("\n");
    return 0;
}

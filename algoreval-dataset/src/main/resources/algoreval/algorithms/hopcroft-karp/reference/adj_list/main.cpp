#include <climits>
#include <iostream>
#include <queue>
#include <vector>

// Left vertices are 0..m-1, right vertices m..m+n-1; -1 means "unmatched".
class HopcroftKarp {
public:
    HopcroftKarp(int m, int n, const std::vector<std::vector<int>>& adj)
        : m(m), adj(adj), pairU(m, -1), pairV(n, -1), dist(m, 0) {}

    int maximumMatching() {
        int result = 0;
        while (bfs()) {
            for (int u = 0; u < m; ++u)
                if (pairU[u] == -1 && dfs(u)) ++result;
        }
        return result;
    }

private:
    static constexpr int INF = INT_MAX;
    int m;
    const std::vector<std::vector<int>>& adj;
    std::vector<int> pairU, pairV, dist;
    int freeDist = INF;  // length of the shortest augmenting paths of the current phase

    bool bfs() {
        std::queue<int> q;
        for (int u = 0; u < m; ++u) {
            if (pairU[u] == -1) {
                dist[u] = 0;
                q.push(u);
            } else {
                dist[u] = INF;
            }
        }
        freeDist = INF;
        while (!q.empty()) {
            int u = q.front();
            q.pop();
            if (dist[u] >= freeDist) continue;
            for (int v : adj[u]) {
                int w = pairV[v - m];
                if (w == -1) {
                    if (freeDist == INF) freeDist = dist[u] + 1;
                } else if (dist[w] == INF) {
                    dist[w] = dist[u] + 1;
                    q.push(w);
                }
            }
        }
        return freeDist != INF;
    }

    bool dfs(int u) {
        for (int v : adj[u]) {
            int w = pairV[v - m];
            if ((w == -1 && freeDist == dist[u] + 1) || (w != -1 && dist[w] == dist[u] + 1 && dfs(w))) {
                pairU[u] = v;
                pairV[v - m] = u;
                return true;
            }
        }
        dist[u] = INF;
        return false;
    }
};

int hopcroftKarp(int m, int n, const std::vector<std::vector<int>>& adj) {
    return HopcroftKarp(m, n, adj).maximumMatching();
}

int main() {
    int m = 4, n = 4;
    std::vector<std::vector<int>> adj = {{5, 6}, {4}, {5}, {5, 7}, {1}, {0, 2, 3}, {0}, {3}};
    std::cout << "Size of maximum matching is " << hopcroftKarp(m, n, adj) << "\n";
    return 0;
}

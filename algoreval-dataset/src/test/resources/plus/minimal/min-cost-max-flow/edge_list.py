# Minimal: successive shortest paths with plain Bellman-Ford on a residual edge list (each edge and its reverse by index, so parallel edges stay apart); no potentials, no complexity assumed.
def minCostMaxFlow(n, edges, s, t):
    to, cap, cost = [], [], []
    for u, v, c, w in edges:
        to.append(v); cap.append(c); cost.append(w)
        to.append(u); cap.append(0); cost.append(-w)
    frm = []
    for u, v, c, w in edges:
        frm.append(u); frm.append(v)
    flow = 0
    total = 0
    INF = float("inf")
    while True:
        dist = [INF] * n
        via = [-1] * n
        dist[s] = 0
        for _ in range(n - 1):
            changed = False
            for e in range(len(to)):
                if cap[e] > 0 and dist[frm[e]] != INF and dist[frm[e]] + cost[e] < dist[to[e]]:
                    dist[to[e]] = dist[frm[e]] + cost[e]
                    via[to[e]] = e
                    changed = True
            if not changed:
                break
        if dist[t] == INF:
            break
        push = INF
        v = t
        while v != s:
            e = via[v]
            push = min(push, cap[e])
            v = frm[e]
        v = t
        while v != s:
            e = via[v]
            cap[e] -= push
            cap[e ^ 1] += push
            v = frm[e]
        flow += push
        total += push * dist[t]
    return (flow, total)

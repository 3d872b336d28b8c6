# Minimal: Huffman tree by repeatedly picking the two lightest nodes from a plain list (O(k^2) over at most 52
# distinct letters, any tie order, since the contract says the code lengths are forced); output built with join.
def huffmanCodes(text):
    freq = {}
    for ch in text:
        freq[ch] = freq.get(ch, 0) + 1
    nodes = [(w, [ch]) for ch, w in freq.items()]
    depth = {ch: 0 for ch in freq}
    while len(nodes) > 1:
        nodes.sort(key=lambda node: node[0])
        (w1, a), (w2, b) = nodes[0], nodes[1]
        for ch in a + b:
            depth[ch] += 1
        nodes = nodes[2:] + [(w1 + w2, a + b)]
    order = sorted(freq, key=lambda ch: (depth[ch], ord(ch)))
    codes = {}
    code = 0
    prev_len = depth[order[0]]
    for i, ch in enumerate(order):
        length = depth[ch]
        if i > 0:
            code = (code + 1) << (length - prev_len)
        prev_len = length
        codes[ch] = format(code, "b").zfill(length)
    return codes


def huffmanEncode(text, codes):
    return "".join(codes[ch] for ch in text)

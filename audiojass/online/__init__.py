"""Online tables: a table server that keeps every hidden card on the server, and its clients.

- :mod:`.server`: ``audiojass serve`` (asyncio, ``websockets``): tables, seats, bots, chat,
  reconnecting, the per-seat filtering of what is sent.
- :mod:`.store`: the SQLite database every action is committed to before it is sent.
- :mod:`.protocol`: the versioned JSON messages (msgspec structs) and their error codes.
- :mod:`.codec`: the engine's observations and events as JSON data, and back.
- :mod:`.client`: an asyncio client (:class:`~.client.TableClient`) and a scripted player.
- :mod:`.connection`: a client on a thread of its own, for the game's loop (never blocks).
"""

-- Neovim set up for the editor guide's screenshots (scripts/editor-screenshots.sh): the spacedock
-- language server attached to the buffer, then a hover on the first 4d6 spec (SHOT_MODE=hover)
-- or the code actions at the APX mistake; SHOT_DONE is written when the picture can be taken.
local bin, mode, done = os.getenv('SHOT_BIN'), os.getenv('SHOT_MODE'), os.getenv('SHOT_DONE')
vim.o.number = true
vim.o.termguicolors = true
vim.cmd('colorscheme default')
vim.o.background = 'light'
local buf = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({ name = 'spacedock', cmd = { 'node', bin, 'lsp', '--stdio' }, root_dir = vim.fn.getcwd() })
vim.lsp.buf_attach_client(buf, client)
vim.wait(30000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
if mode == 'hover' then
  vim.fn.search('spec: 4d6')
  vim.cmd('normal! 0f4')
  vim.cmd('normal! zt')
  vim.cmd('normal! 3k')
  vim.fn.search('spec: 4d6')
  vim.cmd('normal! 0f4')
  vim.lsp.buf.hover()
else
  vim.fn.search('APX')
  vim.cmd('normal! zz')
  vim.defer_fn(function() vim.lsp.buf.code_action() end, 300)
end
vim.defer_fn(function() local f = io.open(done, 'w'); f:write('ok'); f:close() end, 2500)
